import { type RecordedModelRequest, type ScriptedAnswer, startFakeModel } from '../setup/fake-model';

/**
 * The browser tests' AI model (decision 046): the fake OpenAI-compatible server of the unit tests,
 * on the port scripts/e2e.mjs told the SOS server, answering each request by what it asks. Its pieces
 * come 300 ms apart, so a test sees an answer grow word by word. Nothing leaves the machine.
 */
const systemOf = (request: RecordedModelRequest) =>
  String((request.body.messages as { content: string }[] | undefined)?.[0]?.content ?? '');

function answerFor(request: RecordedModelRequest): ScriptedAnswer {
  const system = systemOf(request);
  const pieces = system.includes('Draft the note')
    ? ['Booked twelve lessons since my last check-in; ', 'next I open the weekend classes.']
    : system.includes('Draft a short kudos')
      ? ['Thank you for ', 'the reef school: it made our week.']
      : system.includes('Write a short brief')
        ? ['- On the agenda: ', 'the surf trip [1].', '\n- Open: ', 'book the van [2].']
        : ['Start with ', 'your goal ', 'that needs ', 'a check-in [1].'];
  return { kind: 'stream', pieces, delayMs: 300 };
}

export default async function modelServer() {
  const port = Number(process.env.E2E_MODEL_PORT);
  if (!port) throw new Error('E2E_MODEL_PORT is not set: run the browser tests with `npm run test:e2e`.');
  const model = await startFakeModel({ port, answer: answerFor });
  return () => model.close();
}
