import { useParams } from 'react-router';
import { useKudosFeed } from '@/features/culture/api/culture-api';
import { PersonProfile } from '@/features/people/person';

/**
 * A person's profile. Their kudos come from the culture module's feed: the page joins the two
 * features, which do not import each other (decision 015), and asks for both at once.
 */
export default function Person() {
  const { id = '' } = useParams();
  const kudosReceived = useKudosFeed({ recipientId: id });
  return <PersonProfile id={id} kudosReceived={kudosReceived} />;
}
