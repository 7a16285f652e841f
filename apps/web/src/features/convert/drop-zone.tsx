import { FileUp, Upload } from 'lucide-react';
import type { Ref } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { MAX_FILES_PER_CONVERSION } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function dropZoneHeading(isDragActive: boolean, hasResults: boolean): string {
  if (isDragActive) return 'Drop your PDF invoices here';
  return hasResults ? 'Upload More PDFs' : 'Upload PDF Invoices';
}

interface DropZoneProps {
  maxSizeBytes: number;
  hasResults: boolean;
  /** the 'Select Files' button, where focus goes when the control that had it leaves the page */
  selectFilesRef?: Ref<HTMLButtonElement>;
  onDrop(accepted: File[], rejections: FileRejection[]): void;
}

/**
 * PDF-only drop zone (spec §5): at most 10 files per drop, the plan's size limit per file. The whole zone
 * takes clicks and drops; keyboard users reach the picker through the 'Select Files' button.
 */
export function DropZone({ maxSizeBytes, hasResults, selectFilesRef, onDrop }: DropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    maxFiles: MAX_FILES_PER_CONVERSION,
    maxSize: maxSizeBytes,
    multiple: true,
    noKeyboard: true,
    useFsAccessApi: false,
    onDrop: (accepted, rejections) => onDrop(accepted, rejections),
  });
  const heading = dropZoneHeading(isDragActive, hasResults);

  return (
    <section
      {...getRootProps({
        'aria-labelledby': 'drop-zone-heading',
        'aria-describedby': 'drop-zone-hint',
        className: cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:py-12',
          isDragActive ? 'border-brand-500 bg-brand-50' : 'border-zinc-300 bg-white hover:border-brand-400 hover:bg-zinc-50',
        ),
      })}
      data-testid="drop-zone"
    >
      <input {...getInputProps({ 'aria-label': 'PDF invoices to upload' })} />
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          isDragActive ? 'bg-brand-100 text-brand-700' : 'bg-zinc-100 text-zinc-500',
        )}
        aria-hidden="true"
      >
        {isDragActive ? <FileUp className="size-7" /> : <Upload className="size-7" />}
      </span>
      <h2 id="drop-zone-heading" className="text-lg font-semibold text-zinc-900">
        {heading}
      </h2>
      <p id="drop-zone-hint" className="text-sm text-zinc-500">
        Drag and drop your PDF files or click to browse
      </p>
      <Button
        ref={selectFilesRef}
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
      >
        Select Files
      </Button>
      <p className="text-xs text-zinc-400">PDF only · up to {MAX_FILES_PER_CONVERSION} files at once</p>
    </section>
  );
}
