import { PersonStyle } from '@/features/communication/style/person-style';
import { useKudosFeed } from '@/features/culture/api/culture-api';
import { PersonProfile } from '@/features/people/person';
import { useParams } from '@/lib/router';

/**
 * A person's profile. Their kudos come from the culture module's feed, and how they like to
 * communicate from the communication module: the page joins the features, which do not import each
 * other (decision 015), and asks for them at once.
 */
export default function Person() {
  const { id = '' } = useParams();
  const kudosReceived = useKudosFeed({ recipientId: id });
  return <PersonProfile id={id} kudosReceived={kudosReceived} style={<PersonStyle userId={id} />} />;
}
