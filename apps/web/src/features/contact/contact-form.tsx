import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, CONTACT_MESSAGES, validateContact, type ContactSource } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api';
import { useSendContact } from './use-send-contact';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactFormProps {
  source: ContactSource;
  subjects: readonly string[];
  initial?: Partial<ContactValues>;
  /** the spec's failure text differs between the public page and the signed-in tab (a 429 says so instead) */
  failureMessage: string;
  onSent: () => void;
}

type FieldName = keyof ContactValues;
const FIELDS: FieldName[] = ['name', 'email', 'subject', 'message'];

const selectClass =
  'flex h-10 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500';

/**
 * The one contact form behind /contact and the dashboard's Contact tab (spec §4: idle → submitting → sent).
 * Validation runs the shared contract first, so the form says exactly what the server would.
 */
export function ContactForm({ source, subjects, initial, failureMessage, onSent }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    subject: initial?.subject ?? '',
    message: initial?.message ?? '',
  });
  const [error, setError] = useState<{ text: string; fields: FieldName[] } | null>(null);
  const send = useSendContact();
  const errorId = `${id}-error`;

  function update(field: FieldName, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (error) setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const empty = FIELDS.filter((f) => values[f].trim() === '');
    if (empty.length > 0) {
      setError({ text: CONTACT_MESSAGES.required, fields: empty });
      return;
    }
    const checked = validateContact({ ...values, source });
    if (!checked.ok) {
      const fields: FieldName[] =
        checked.error === CONTACT_MESSAGES.invalidEmail || checked.error === CONTACT_MESSAGES.emailTooLong
          ? ['email']
          : checked.error === CONTACT_MESSAGES.nameTooLong
            ? ['name']
            : checked.error === CONTACT_MESSAGES.subject
              ? ['subject']
              : ['message'];
      setError({ text: checked.error, fields });
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ ...values, source });
      toast.success('Message sent successfully!');
      onSent();
    } catch (err) {
      // A 429 (too many messages from this address, or the API's own limit) says so: trying again at once would fail.
      setError({ text: err instanceof ApiError && err.status === 429 ? CONTACT_MESSAGES.rateLimited : failureMessage, fields: [] });
    }
  }

  const invalid = (f: FieldName) => !!error?.fields.includes(f);
  const describedBy = (f: FieldName) => (invalid(f) ? errorId : undefined);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Full Name</Label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={values.name}
            maxLength={CONTACT_LIMITS.name}
            onChange={(e) => update('name', e.target.value)}
            aria-invalid={invalid('name') || undefined}
            aria-describedby={describedBy('name')}
            placeholder="Jane Smith"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email Address</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            maxLength={CONTACT_LIMITS.email}
            onChange={(e) => update('email', e.target.value)}
            aria-invalid={invalid('email') || undefined}
            aria-describedby={describedBy('email')}
            placeholder="jane@company.com"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <select
          id={`${id}-subject`}
          name="subject"
          value={values.subject}
          onChange={(e) => update('subject', e.target.value)}
          aria-invalid={invalid('subject') || undefined}
          aria-describedby={describedBy('subject')}
          className={cn(selectClass, values.subject === '' && 'text-zinc-500')}
        >
          <option value="">Select a subject</option>
          {subjects.map((s) => (
            <option key={s} value={s} className="text-zinc-900">
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          value={values.message}
          maxLength={CONTACT_LIMITS.message}
          onChange={(e) => update('message', e.target.value)}
          aria-invalid={invalid('message') || undefined}
          aria-describedby={describedBy('message')}
          placeholder="How can we help?"
        />
      </div>
      {error && (
        <Alert variant="error" id={errorId}>
          {error.text}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
