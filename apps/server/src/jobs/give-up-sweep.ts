import { and, eq, inArray, sql } from 'drizzle-orm';
import { webhookDelivery } from '../db/schema/api.js';
import { conversion } from '../db/schema/conversions.js';
import type { Db } from '../db/types.js';
import type { JobFailedHandler, Queue } from './types.js';

/** The message a conversion given up by the sweep fails with (its give-up handler never ran, so no other is known). */
export const GIVEN_UP_BY_SWEEP = 'The conversion could not be finished: its worker stopped or failed twice while processing it.';

const BATCH = 100;

/**
 * Closes the queue's give-up gap (#13). A job given up for good is first marked failed by its queue and then handed
 * to the give-up handler (`onFailed`: the conversion fails and its quota is given back, the webhook delivery ends
 * failed). A process that dies between the two — on the db queue both happen in the worker that gave the job up;
 * on pg-boss a dead letter that failed past its own retries — leaves the conversion `pending`/`processing` or the
 * delivery `pending` for good, with nothing left to run.
 *
 * The sweep finds the owners that are not ended and whose job chain the queue gave up more than `graceMs` ago with
 * nothing of it still to run (`Queue.givenUp`), and runs the same give-up handler for them. The handler is
 * idempotent (each end is written only while the owner is not ended), so a sweep racing with a late give-up, or two
 * workers sweeping at once, end each owner once.
 */
export async function sweepGivenUp(
  deps: { db: Db; queue: Queue; log?: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void } },
  onFailed: JobFailedHandler,
  graceMs: number,
  types: { conversion: string; delivery: string },
): Promise<{ conversions: number; deliveries: number }> {
  const { db, queue, log } = deps;
  const conversions = await db
    .select({ id: conversion.id })
    .from(conversion)
    .where(and(inArray(conversion.status, ['pending', 'processing']), queue.givenUp(types.conversion, 'conversionId', sql`${conversion.id}`, graceMs)))
    .limit(BATCH);
  for (const { id } of conversions) {
    log?.warn({ conversionId: id }, 'conversion left unfinished by a given-up job: ending it');
    await onFailed({ id: `give-up-sweep:${id}`, type: types.conversion, payload: { conversionId: id } }, GIVEN_UP_BY_SWEEP);
  }
  const deliveries = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.status, 'pending'), queue.givenUp(types.delivery, 'deliveryId', sql`${webhookDelivery.id}`, graceMs)))
    .limit(BATCH);
  for (const { id } of deliveries) {
    log?.warn({ deliveryId: id }, 'webhook delivery left pending by a given-up job: ending it');
    await onFailed({ id: `give-up-sweep:${id}`, type: types.delivery, payload: { deliveryId: id } }, GIVEN_UP_BY_SWEEP);
  }
  return { conversions: conversions.length, deliveries: deliveries.length };
}
