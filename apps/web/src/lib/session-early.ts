import { api } from './api';

/*
 * `GET /api/me` started before React renders (app/early.ts, on screens whose own requests start then too), so the
 * route guard's session check runs beside them instead of after the app's first render. The first session read
 * (fetchSessionUser) takes this answer; later reads ask again.
 */
let early: Promise<unknown> | null = null;

export function preloadMe(): void {
  early ??= api.get<unknown>('/api/me');
  early.catch(() => {});
}

export function takePreloadedMe(): Promise<unknown> | null {
  const answer = early;
  early = null;
  return answer;
}
