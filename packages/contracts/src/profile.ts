import { z } from 'zod';

export const PROFILE_NAMES_REQUIRED = 'First name and last name are required';

/**
 * Profile update payload (spec §3: "data with first_name, last_name, company"), used by onboarding and the
 * settings Profile tab: `PATCH /api/profile`. First and last name are required unless the call only sets
 * onboarding_completed (onboarding's 'Skip for now'). An empty or blank company is stored as null.
 */
export const profileUpdateSchema = z
  .object({
    data: z
      .object({
        first_name: z.string().max(100, 'First name is too long').optional(),
        last_name: z.string().max(100, 'Last name is too long').optional(),
        company: z.string().max(200, 'Company is too long').nullable().optional(),
        onboarding_completed: z.boolean().optional(),
      }),
  })
  .superRefine((value, ctx) => {
    const d = value.data;
    const onlyOnboarding =
      d.onboarding_completed !== undefined && d.first_name === undefined && d.last_name === undefined && d.company === undefined;
    if (onlyOnboarding) return;
    if (!d.first_name?.trim() || !d.last_name?.trim()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_NAMES_REQUIRED, path: ['data'] });
    }
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The signed-in user: `GET /api/me` and `PATCH /api/profile` answer `{ user }`. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth-config`: which sign-in methods this server offers. */
export const authConfigSchema = z.object({ google: z.boolean(), magicLink: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;
