import { z } from 'zod';

/**
 * Contact messages and API-waitlist sign-ups (spec §2 public contact page, Contact tab, API page; §5; §8).
 * Web and server validate with the same schemas, so the form and the API answer with the same words.
 */

/** Subjects offered on the public /contact page, in the spec's order. */
export const PUBLIC_CONTACT_SUBJECTS = [
  'General Inquiry',
  'Technical Support',
  'Billing Question',
  'Feature Request',
  'Bug Report',
  'Partnership Inquiry',
  'API Access',
  'Other',
] as const;

/** Subjects offered on the signed-in Contact tab, in the spec's order. */
export const DASHBOARD_CONTACT_SUBJECTS = [
  'Technical Support',
  'Billing Question',
  'Feature Request',
  'Bug Report',
  'Account Issue',
  'General Inquiry',
  'Other',
] as const;

/** The server accepts the union of both lists. */
export const CONTACT_SUBJECTS = [...new Set([...PUBLIC_CONTACT_SUBJECTS, ...DASHBOARD_CONTACT_SUBJECTS])] as [
  string,
  ...string[],
];
export type ContactSubject = (typeof PUBLIC_CONTACT_SUBJECTS)[number] | (typeof DASHBOARD_CONTACT_SUBJECTS)[number];

export const CONTACT_SOURCES = ['public', 'dashboard'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  required: 'Please fill in all fields',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address.',
  subject: 'Please choose a subject from the list.',
  source: 'Unknown contact form.',
  nameTooLong: `Full name is too long (at most ${CONTACT_LIMITS.name} characters).`,
  emailTooLong: `Email address is too long (at most ${CONTACT_LIMITS.email} characters).`,
  messageTooLong: `Message is too long (at most ${CONTACT_LIMITS.message} characters).`,
  /** a 429 (the per-address form limit, or the API's): the server's text, and what both contact forms show */
  rateLimited: 'Too many messages from this address. Please wait a few minutes and try again.',
} as const;

// A plain, permissive address check (one @, a dot in the domain, no spaces); deliverability is the mail server's job.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .max(max, tooLong);

const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail)
    .transform((s) => s.toLowerCase());

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: email(CONTACT_MESSAGES.required),
  subject: z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .refine((s) => CONTACT_SUBJECTS.includes(s), CONTACT_MESSAGES.subject),
  message: requiredText(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  source: z.enum(CONTACT_SOURCES, { error: CONTACT_MESSAGES.source }).default('public'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessageInput = z.output<typeof contactRequestSchema>;

export const waitlistRequestSchema = z.object({
  email: email(CONTACT_MESSAGES.emailRequired),
});
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

/** `POST /api/contact` answer (201). `forwarded` says whether the message also went out by e-mail. */
export interface ContactResponse {
  id: string;
  forwarded: boolean;
}

/** `POST /api/waitlist` answer (200/201). `alreadyJoined` is true when the address was on the list before. */
export interface WaitlistResponse {
  ok: true;
  alreadyJoined: boolean;
}

/**
 * The one message to show for a failed validation: a missing field wins over format problems, so an empty form
 * reads 'Please fill in all fields' as the spec says, whatever else is wrong.
 */
export function firstValidationMessage(error: z.ZodError): string {
  const messages = error.issues.map((i) => i.message);
  const required = messages.find((m) => m === CONTACT_MESSAGES.required || m === CONTACT_MESSAGES.emailRequired);
  return required ?? messages[0] ?? CONTACT_MESSAGES.required;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validate a contact form; the same call runs in the browser before sending and on the server. */
export function validateContact(
  input: unknown,
): { ok: true; data: ContactMessageInput } | { ok: false; error: string } {
  if (!isPlainObject(input)) return { ok: false, error: CONTACT_MESSAGES.required };
  const r = contactRequestSchema.safeParse(input);
  return r.success ? { ok: true, data: r.data } : { ok: false, error: firstValidationMessage(r.error) };
}

export function validateWaitlist(input: unknown): { ok: true; email: string } | { ok: false; error: string } {
  if (!isPlainObject(input)) return { ok: false, error: CONTACT_MESSAGES.emailRequired };
  const r = waitlistRequestSchema.safeParse(input);
  return r.success ? { ok: true, email: r.data.email } : { ok: false, error: firstValidationMessage(r.error) };
}

/** Runtime settings the SPA reads from `GET /api/client-config` (analytics stays off unless a key is set). */
export interface ClientConfig {
  posthogKey: string | null;
  posthogHost: string;
  /** SUPPORT_EMAIL; a development default when unset, null in production when unset */
  supportEmail: string | null;
  /** who runs this deployment (contact, help and legal pages); each null in production when not configured */
  operator: OperatorIdentity;
}

/**
 * The operator's details the public pages show (OPERATOR_ADDRESS, OPERATOR_PHONE, GOVERNING_LAW, SUPPORT_HOURS,
 * LIVE_CHAT_HOURS, LIVE_CHAT_URL).
 */
export interface OperatorIdentity {
  /** postal address of the office, one entry per line */
  address: string[] | null;
  phone: string | null;
  /** completes "These terms are governed by the laws of …", e.g. "the State of New York, United States" */
  governingLaw: string | null;
  /** the contact page's business hours, one entry per row, e.g. { days: 'Saturday', hours: '10:00 AM - 4:00 PM EST' } */
  businessHours: BusinessHours[] | null;
  /** when live chat is staffed, e.g. "9 AM-5 PM EST, Monday to Friday"; null: the contact page offers no live chat */
  liveChatHours: string | null;
  /** where the live chat is opened (a link on the contact page), when there is one */
  liveChatUrl: string | null;
}

export interface BusinessHours {
  days: string;
  hours: string;
}
