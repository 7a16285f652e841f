import type { FileRejection } from 'react-dropzone';
import { planLabel, type PlanId } from '@tallysheet/contracts';
import { QUOTA_TOAST_MS, REJECTION_TOAST_MS, sizeLimitLabel } from './quota';

export interface RejectionNotice {
  title: string;
  description: string;
  durationMs: number;
  offerUpgrade: boolean;
}

interface PlanInfo {
  plan: PlanId;
  fileSizeLimit: number;
}

/** File size in MB with two decimals, as 'File size: {x}MB' reads. */
function sizeInMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/**
 * A drop of more than 10 files is refused as a whole (spec §5: 'You can upload up to 10 files at once.').
 * react-dropzone 19 keeps the first 10 and rejects only the rest; taking those 10 would be a surprise.
 */
export function isTooManyDrop(rejections: readonly FileRejection[]): boolean {
  return rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
}

/**
 * spec §5 rejection notices, one per rejected file, except 'Too many files selected' which is said once
 * (react-dropzone rejects every file of an oversized drop with the same code).
 * Size notices are plan-limit notices: they stay 8 s like the quota ones and offer Upgrade Plan.
 */
export function rejectionNotices(rejections: readonly FileRejection[], plan: PlanInfo | null, maxSizeMb: number): RejectionNotice[] {
  const notices: RejectionNotice[] = [];
  let tooMany = false;
  for (const { file, errors } of rejections) {
    const codes = errors.map((e) => e.code);
    if (codes.includes('too-many-files')) {
      if (!tooMany) {
        tooMany = true;
        notices.push({
          title: 'Too many files selected',
          description: 'You can upload up to 10 files at once.',
          durationMs: REJECTION_TOAST_MS,
          offerUpgrade: false,
        });
      }
      continue;
    }
    if (codes.includes('file-invalid-type')) {
      notices.push({
        title: `Invalid file type: "${file.name}"`,
        description: 'Only PDF files are allowed for conversion.',
        durationMs: REJECTION_TOAST_MS,
        offerUpgrade: false,
      });
      continue;
    }
    if (codes.includes('file-too-large')) {
      const planName = planLabel(plan?.plan ?? 'free').replace(/ Plan$/, '');
      notices.push({
        title: `File too large: "${file.name}"`,
        description: `File size: ${sizeInMb(file.size)}MB. Maximum allowed: ${sizeLimitLabel(plan?.fileSizeLimit ?? maxSizeMb)} per file on ${plan ? planName : 'your'} plan.`,
        durationMs: QUOTA_TOAST_MS,
        offerUpgrade: plan ? plan.plan !== 'premium' : false,
      });
      continue;
    }
    notices.push({
      title: `File rejected: "${file.name}"`,
      description: errors.map((e) => e.message).join(' ') || 'This file cannot be uploaded.',
      durationMs: REJECTION_TOAST_MS,
      offerUpgrade: false,
    });
  }
  return notices;
}
