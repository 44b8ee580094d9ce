import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useLocale } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { ownDirectionText } from '../private/shared.css';
import * as fieldStyles from '../private/field.css';
import { FileTrigger } from '../FileTrigger/FileTrigger';
import { IconButton } from '../IconButton/IconButton';
import { checkFiles, type FileRejection, type FileRules } from './checkFiles';
import { fileDropZoneStrings, type FileDropZoneTextKey } from './FileDropZone.strings';
import { formatFileSize } from './formatFileSize';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps extends FileRules {
  /** Visible label; also names the zone and its button. */
  label: string;
  /** E.g. 'PDF ou imagem, até 5 MB'. */
  description?: ReactNode;
  /** The caller's error (e.g. 'Envie a ata'): shown under the zone, which turns red. */
  errorMessage?: string;
  /** Controlled list of accepted files. */
  files?: readonly File[];
  defaultFiles?: readonly File[];
  /** The new list after files are added (only accepted ones) or removed. */
  onFilesChange?: (files: File[]) => void;
  /** The files just refused, with the reason; their messages are shown by the zone itself. */
  onReject?: (rejections: FileRejection[]) => void;
  isDisabled?: boolean;
  /** Overrides any of the built-in texts (same `{name}`, `{size}`, `{max}` markers). */
  strings?: Partial<Record<FileDropZoneTextKey, string>>;
  className?: string;
}

/**
 * Files by drop, paste or the file chooser, checked against type, size and count. Rejected files are never passed
 * on: each gets a message. Accepted files are listed with their size and a remove button.
 *
 * The zone takes the browser's own drag-and-drop and paste events (React Aria's DropZone brought its whole
 * drag-and-drop manager, ≈ 8 KB gzip, to every screen with an upload): the chooser button is the keyboard's and
 * touch's way in, and a paste (Ctrl+V) while it has focus adds the clipboard's files.
 */
export function FileDropZone({
  label,
  description,
  errorMessage,
  acceptedFileTypes,
  maxFileSize,
  maxFiles,
  files,
  defaultFiles,
  onFilesChange,
  onReject,
  isDisabled = false,
  strings,
  className,
}: FileDropZoneProps) {
  const t = useUiStrings(fileDropZoneStrings, strings);
  const { locale } = useLocale();
  const ids = { label: useId(), trigger: useId(), description: useId(), error: useId() };

  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultFiles ?? []);
  const current = files ?? ownFiles;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const { triggerRef, listRef, focusAfterRemoval } = useFocusAfterRemoval(current.length);

  const update = (next: File[]) => {
    if (files === undefined) setOwnFiles(next);
    onFilesChange?.(next);
  };

  const add = (incoming: File[]) => {
    if (isDisabled) return;
    // A single-file zone replaces its file instead of refusing the new one.
    const kept = maxFiles === 1 ? [] : current;
    const { accepted, rejected } = checkFiles(
      incoming,
      { acceptedFileTypes, maxFileSize, maxFiles },
      kept.length,
    );
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) update([...kept, ...accepted]);
  };

  const remove = (index: number) => {
    update(current.filter((_, i) => i !== index));
    focusAfterRemoval(index);
  };

  const drop = useFileDrop(isDisabled, add);

  const rejectionText = ({ file, reason }: FileRejection) => {
    // The name is isolated so that a Latin name inside an Arabic sentence (or the reverse) keeps its order.
    const name = `\u2068${file.name}\u2069`;
    if (reason === 'type') return t('wrongType', { name });
    if (reason === 'size') return t('tooLarge', { name, size: formatFileSize(maxFileSize ?? 0, locale) });
    return t('tooMany', { name, max: maxFiles ?? 0 });
  };

  const describedBy = [description ? ids.description : null, errorMessage ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.root, className)}>
      <span id={ids.label} className={fieldStyles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={ids.label}
        className={styles.zone}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
        {...drop}
      >
        <UploadCloud size={28} aria-hidden className={styles.zoneIcon} />
        <p className={styles.hint}>{t('dropHint')}</p>
        <FileTrigger
          ref={triggerRef}
          id={ids.trigger}
          aria-labelledby={`${ids.trigger} ${ids.label}`}
          aria-describedby={describedBy || undefined}
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={maxFiles !== 1}
          onSelect={add}
          isDisabled={isDisabled}
          size="sm"
        >
          {maxFiles === 1 ? t('chooseFile') : t('chooseFiles')}
        </FileTrigger>
        {description ? (
          <span id={ids.description} className={fieldStyles.description}>
            {description}
          </span>
        ) : null}
      </div>
      {errorMessage ? (
        <span id={ids.error} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      {/* Always present, so that screen readers announce each new batch of rejections. */}
      <div role="alert" className={styles.messages}>
        {rejections.map((rejection, index) => (
          <p key={`${index}-${rejection.file.name}`} className={styles.message}>
            {rejectionText(rejection)}
          </p>
        ))}
      </div>
      {current.length > 0 ? (
        <ul ref={listRef} aria-label={t('selectedFiles')} className={styles.list}>
          {current.map((file, index) => (
            <li key={`${index}-${file.name}-${file.size}`} className={styles.item}>
              <FileText size={18} aria-hidden className={styles.fileIcon} />
              {/* A file name keeps its own direction: a Latin name on an Arabic page is cut at its end. */}
              <span className={cx(styles.fileName, ownDirectionText)} title={file.name} dir="auto">
                {file.name}
              </span>
              <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
              <IconButton
                size="sm"
                aria-label={t('remove', { name: file.name })}
                icon={<X size={16} aria-hidden />}
                onPress={() => remove(index)}
                isDisabled={isDisabled}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The zone's drag-and-drop and paste handlers, and `data-drop-target` while files are dragged over it (entering a
 * child fires another dragenter before the zone's dragleave: the depth counts them).
 */
function useFileDrop(isDisabled: boolean, add: (files: File[]) => void) {
  const [dropTarget, setDropTarget] = useState(false);
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setDropTarget(false);
  };
  return {
    'data-drop-target': dropTarget || undefined,
    onDragEnter: (event: DragEvent) => {
      if (isDisabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDropTarget(true);
    },
    onDragOver: (event: DragEvent) => {
      if (isDisabled || !carriesFiles(event)) return;
      // Without this the browser opens the file instead of dropping it here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current -= 1;
      if (depth.current <= 0) leave();
    },
    onDrop: (event: DragEvent) => {
      if (isDisabled || !carriesFiles(event)) return;
      event.preventDefault();
      leave();
      add(Array.from(event.dataTransfer.files));
    },
    onPaste: (event: ClipboardEvent) => {
      const pasted = Array.from(event.clipboardData?.files ?? []);
      if (isDisabled || pasted.length === 0) return;
      event.preventDefault();
      add(pasted);
    },
  };
}

/** After a remove, focus the remove button now at that place (or the last one), or the trigger once empty. */
function useFocusAfterRemoval(count: number) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const target = buttons?.[Math.min(index, buttons.length - 1)] ?? triggerRef.current;
    target?.focus();
  }, [count]);
  return {
    triggerRef,
    listRef,
    focusAfterRemoval: (index: number) => {
      pending.current = index;
    },
  };
}
