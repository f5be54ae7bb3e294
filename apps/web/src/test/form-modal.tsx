import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { ApiProvider } from '../shared/api/api-context.tsx';
import { ThemeStoreProvider } from '../shared/theme/theme-context.tsx';
import { createThemeStore } from '../shared/theme/theme-store.ts';
import { fakeServer, type Handler } from './fake-server.ts';
import { FeedbackProvider } from '../shared/ui/feedback.tsx';

/** Web unit tests of the admin form modals (tags, product categories). */

export interface ModalHandlers {
  onClose: Mock;
  onSaved: Mock;
}

/** The modal `modal` builds from its handlers, as an admin page shows it, over a fake server. */
export function renderFormModal(routes: Record<string, Handler>, modal: (handlers: ModalHandlers) => ReactElement) {
  const server = fakeServer(routes);
  const handlers = { onClose: vi.fn(), onSaved: vi.fn() };
  render(
    <FeedbackProvider preload>
      <ThemeStoreProvider store={createThemeStore('light')}>
        <ApiProvider client={server.client}>{modal(handlers)}</ApiProvider>
      </ThemeStoreProvider>
    </FeedbackProvider>,
  );
  return { ...server, ...handlers };
}

// antd puts a space between the two characters of a two-character CJK button label.
export const saveButton = () => screen.getByRole('button', { name: /保\s?存$/ });
/** The error antd shows under a field. */
export const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });
