import { useEffect } from 'react';
import { toast } from 'sonner';
import { PLANS, type PlanId } from '@tallysheet/contracts/plan-catalogue';
import { useSession } from '@/lib/session';
import { clearSelectedPlan, readSelectedPlan } from './selected-plan';

function planName(stored: string): string {
  return stored in PLANS ? PLANS[stored as PlanId].label : stored;
}

/**
 * Spec §4: on the landing page, a signed-in user who still has a plan stored never reached checkout (the
 * dashboard clears it when it tries), so say so and forget the choice. Rendered beside the `/` guard so it
 * runs before the guard forwards the user to the app.
 */
export function UpgradeInterruptedNotice() {
  const { user, isLoading } = useSession();
  const signedIn = !isLoading && !!user;
  useEffect(() => {
    if (!signedIn) return;
    const stored = readSelectedPlan();
    if (!stored) return;
    clearSelectedPlan();
    toast.error(`Plan upgrade to ${planName(stored)} was interrupted. Please try again from your dashboard.`);
  }, [signedIn]);
  return null;
}
