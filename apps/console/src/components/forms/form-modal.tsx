import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

type FormModalProps = {
  title: string;
  size?: ModalProps['size'];
  /** A value the server answers once (a secret, a link) is on screen: only its own button closes the dialog. */
  showingOnce?: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A form over the screen, and what its answer shows once: a click beside it never closes it, so nothing typed
 * or shown once is lost by accident.
 */
export function FormModal({ title, size = 'lg', showingOnce = false, onClose, children }: FormModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      radius="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={!showingOnce}
      withCloseButton={!showingOnce}
    >
      {children}
    </Modal>
  );
}
