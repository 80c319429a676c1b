import { afterEach } from 'vitest';
import type { AnswerViolation } from '../../src/server/context';

/**
 * Every test app records here each answer that breaks its endpoint's contract, and every test fails
 * that leaves one behind: each request of each server test is a conformance test. A test that sends a
 * wrong answer on purpose takes its violations with takeAnswerViolations().
 */
const violations: AnswerViolation[] = [];

export function recordAnswerViolation(violation: AnswerViolation): void {
  violations.push(violation);
}

export function takeAnswerViolations(): AnswerViolation[] {
  return violations.splice(0);
}

afterEach(() => {
  const found = takeAnswerViolations();
  if (found.length > 0) {
    const lines = found.map(({ endpoint, status, problem }) => `${endpoint} (${status}): ${problem}`);
    throw new Error(`answers broke the contract:\n${lines.join('\n')}`);
  }
});
