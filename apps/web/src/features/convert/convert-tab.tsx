import { useCallback, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { FileRejection } from 'react-dropzone';
import { toast } from 'sonner';
import { downloadWithNotice } from '@/lib/download';
import { useSession, useSessionEnded } from '@/lib/session';
import { ConvertActions } from './convert-actions';
import { DropZone } from './drop-zone';
import { FileList } from './file-list';
import { PlanBanner } from './plan-banner';
import { checkQuota, maxUploadBytes, QUOTA_TOAST_MS, UNKNOWN_PLAN_SIZE_LIMIT_MB, type QuotaRefusal } from './quota';
import { isTooManyDrop, rejectionNotices } from './rejections';
import { ResultsSection } from './results-section';
import { useConversions } from './use-conversions';
import { useSubscription } from './use-subscription';
import { useUploads } from './use-uploads';

/** The dashboard's Convert tab (/dashboard): plan banner, drop zone, upload list, Convert, results. */
export function ConvertTab() {
  const navigate = useNavigate();
  const { subscription, isLoading, merge } = useSubscription();
  const sessionEnded = useSessionEnded();
  const uploads = useUploads(undefined, sessionEnded);
  const { user } = useSession();
  const conversions = useConversions({
    onSubscription: merge,
    storageKey: user ? `tallysheet.convert-results.${user.id}` : null,
    onReview: (path) => navigate(path),
  });
  const canUpgrade = subscription ? subscription.plan !== 'premium' : false;
  const selectFilesRef = useRef<HTMLButtonElement>(null);
  /**
   * Clear All, a row's Remove, Convert and New Conversion take themselves off the page: focus would fall to the
   * document's top. `change` is applied at once (flushSync), then focus goes to 'Select Files' if it was lost.
   */
  const withFocusKept = (change: () => void) => {
    flushSync(change);
    if (!document.activeElement || document.activeElement === document.body) selectFilesRef.current?.focus();
  };
  const upgradeAction = useCallback(
    () => ({ label: 'Upgrade Plan', onClick: () => navigate('/settings/billing') }),
    [navigate],
  );

  const showQuotaRefusal = (refusal: QuotaRefusal) =>
    toast.error(refusal.title, {
      description: refusal.description,
      duration: QUOTA_TOAST_MS,
      action: refusal.offerUpgrade ? upgradeAction() : undefined,
    });

  const onDrop = (dropped: File[], rejected: FileRejection[]) => {
    const tooMany = isTooManyDrop(rejected);
    const accepted = tooMany ? [] : dropped;
    const rejections = tooMany ? rejected.filter((r) => r.errors.some((e) => e.code === 'too-many-files')) : rejected;
    const notices = rejectionNotices(rejections, subscription ?? null, subscription?.fileSizeLimit ?? UNKNOWN_PLAN_SIZE_LIMIT_MB);
    for (const notice of notices) {
      toast.error(notice.title, {
        description: notice.description,
        duration: notice.durationMs,
        action: notice.offerUpgrade && canUpgrade ? upgradeAction() : undefined,
      });
    }
    if (accepted.length === 0) return;
    // the files already waiting in the list count against the quota too
    const waiting = uploads.items.filter((item) => item.status !== 'error').length;
    const refusal = checkQuota(waiting + accepted.length, subscription);
    if (refusal) return void showQuotaRefusal(refusal);
    uploads.add(accepted);
  };

  const onConvert = async () => {
    const ready = uploads.uploaded;
    const invoiceIds = ready.map((item) => item.invoiceId!).filter(Boolean);
    if (invoiceIds.length === 0) {
      toast.error('No uploaded files found', { description: 'Please upload some PDF files first.' });
      return;
    }
    const refusal = checkQuota(invoiceIds.length, subscription);
    if (refusal) return void showQuotaRefusal(refusal);
    const id = await conversions.start(invoiceIds);
    if (!id) return;
    // converted uploads leave the list, so they cannot be converted (and counted) twice; the Convert button goes with
    // them. (Focus is not moved on to the new card: the 'Conversion started!' notice offers 'View Progress' for that,
    // and focusing the card cut the completion notice short in the browser tests.)
    withFocusKept(() => {
      for (const item of ready) uploads.remove(item.id);
    });
  };

  const onRemove = (id: string) => withFocusKept(() => uploads.remove(id));

  const onClearAll = () => {
    withFocusKept(() => uploads.clear());
    toast.success('Files cleared', { description: 'All uploaded files have been removed.' });
  };

  const onNewConversion = () => {
    withFocusKept(() => {
      uploads.clear();
      conversions.clear();
    });
    toast.success('Ready for new conversion', { description: 'Cleared all files and results. Upload new PDFs to start.' });
  };


  return (
    <div className="space-y-6 pb-24">
      <PlanBanner subscription={subscription} isLoading={isLoading} />
      <DropZone selectFilesRef={selectFilesRef} maxSizeBytes={maxUploadBytes(subscription)} hasResults={conversions.results.length > 0} onDrop={onDrop} />
      <FileList items={uploads.items} onRemove={onRemove} onClear={onClearAll} />
      <ConvertActions
        readyCount={uploads.uploaded.length}
        uploadingCount={uploads.uploading.length}
        busy={conversions.starting}
        hasFiles={uploads.items.length > 0}
        onConvert={() => void onConvert()}
      />
      <ResultsSection results={conversions.results} onNewConversion={onNewConversion} onDownload={(u, n) => void downloadWithNotice(u, n)} />
    </div>
  );
}
