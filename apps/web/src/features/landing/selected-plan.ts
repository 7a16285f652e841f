import type { PlanId } from '@tallysheet/contracts';

/**
 * The plan a visitor picked on the landing page before signing in (spec §3 "Local browser storage").
 * The key and the lowercase value are the spec's; the dashboard reads the same key to start checkout.
 */
export const SELECTED_PLAN_KEY = 'selectedPlan';

export function storeSelectedPlan(plan: PlanId): void {
  try {
    localStorage.setItem(SELECTED_PLAN_KEY, plan.toLowerCase());
  } catch {
    // Storage can be blocked (private mode, policy); sign-in still works, the visitor just picks the plan again.
  }
}

export function readSelectedPlan(): string | null {
  try {
    return localStorage.getItem(SELECTED_PLAN_KEY);
  } catch {
    return null;
  }
}

export function clearSelectedPlan(): void {
  try {
    localStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // nothing stored that we could reach
  }
}
