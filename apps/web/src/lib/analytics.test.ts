import { describe, expect, it, vi } from 'vitest';
import { identifyUser, resetAnalytics, setAnalyticsIdentify } from './analytics';
import type { SessionUser } from './session';

const user: SessionUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  onboardingCompleted: false,
  createdAt: null,
};

describe('identifyUser', () => {
  it('keeps an identify that arrives before analytics has started and sends it once it has, once per state', () => {
    setAnalyticsIdentify(null);
    identifyUser(user);
    const identify = vi.fn();
    setAnalyticsIdentify(identify);
    expect(identify).toHaveBeenCalledExactlyOnceWith({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      onboarding_completed: false,
    });
    identifyUser(user);
    expect(identify).toHaveBeenCalledTimes(1);
    identifyUser({ ...user, onboardingCompleted: true });
    expect(identify).toHaveBeenCalledTimes(2);
    expect(identify).toHaveBeenLastCalledWith(expect.objectContaining({ onboarding_completed: true }));
  });

  it('falls back to the account name and forgets the user on reset', () => {
    const identify = vi.fn();
    setAnalyticsIdentify(identify);
    identifyUser({ ...user, id: 'u2', firstName: null, lastName: null, name: 'Grace' });
    expect(identify).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'u2', name: 'Grace' }));
    resetAnalytics();
    setAnalyticsIdentify(null);
    const next = vi.fn();
    setAnalyticsIdentify(next);
    expect(next).not.toHaveBeenCalled();
  });
});
