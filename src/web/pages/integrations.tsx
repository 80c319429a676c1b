import { Integrations } from '@/features/integrations/integrations';

export default function IntegrationsPage() {
  return <Integrations />;
}
