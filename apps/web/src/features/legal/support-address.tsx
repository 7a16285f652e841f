import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from '@/lib/analytics';

/** The configured support address as a mailto link (SUPPORT_EMAIL, or the default address). */
export function SupportAddress() {
  const { data } = useQuery(clientConfigQuery);
  const email = data?.supportEmail ?? 'support@tallysheet.app';
  return <a href={`mailto:${email}`}>{email}</a>;
}
