import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from '@/lib/analytics';

/** The configured support address as a mailto link (SUPPORT_EMAIL; none configured in production: plain words). */
export function SupportAddress() {
  const { data } = useQuery(clientConfigQuery);
  const email = data?.supportEmail;
  if (!email) return <>our support team</>;
  return <a href={`mailto:${email}`}>{email}</a>;
}
