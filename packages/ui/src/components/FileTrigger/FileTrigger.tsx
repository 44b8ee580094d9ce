import type { ReactNode, Ref } from 'react';
import { Upload } from 'lucide-react';
import {
  FileTrigger as RACFileTrigger,
  type FileTriggerProps as RACFileTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';

export interface FileTriggerProps
  extends
    Pick<RACFileTriggerProps, 'acceptedFileTypes' | 'allowsMultiple' | 'defaultCamera' | 'acceptDirectory'>,
    Pick<
      ButtonProps,
      'variant' | 'size' | 'isDisabled' | 'fullWidth' | 'id' | 'aria-labelledby' | 'aria-describedby'
    > {
  /** Called with the chosen files; cancelling the chooser calls nothing. */
  onSelect?: (files: File[]) => void;
  /** The button's text, e.g. 'Enviar comprovante'. */
  children: ReactNode;
  /** The button element (the file input itself stays hidden). */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/** A kit Button that opens the system's file chooser (Enter/Space or a click). */
export function FileTrigger({
  acceptedFileTypes,
  allowsMultiple,
  defaultCamera,
  acceptDirectory,
  onSelect,
  variant = 'secondary',
  children,
  ...buttonProps
}: FileTriggerProps) {
  return (
    <RACFileTrigger
      acceptedFileTypes={acceptedFileTypes}
      allowsMultiple={allowsMultiple}
      defaultCamera={defaultCamera}
      acceptDirectory={acceptDirectory}
      onSelect={(list) => {
        const files = list ? Array.from(list) : [];
        if (files.length > 0) onSelect?.(files);
      }}
    >
      <Button {...buttonProps} variant={variant}>
        <Upload size={16} aria-hidden />
        {children}
      </Button>
    </RACFileTrigger>
  );
}
