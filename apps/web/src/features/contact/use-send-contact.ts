import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@tallysheet/contracts';
import { api } from '@/lib/api';

/** `POST /api/contact`; the server attaches the signed-in user's id from the session cookie. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api.post<ContactResponse>('/api/contact', body),
  });
}
