// @vitest-environment happy-dom
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOnEscape } from './escape-closes';
import { toast, toastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  toastStore.setState([], true);
});

/** A confirmation, open; `fallback`: with closeOnEscape, calling `onFallback` (else closing it). */
function Confirm({ fallback, onFallback }: { fallback: boolean; onFallback?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'asking' : 'closed'}</p>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Content onKeyDown={fallback ? closeOnEscape(onFallback ?? (() => setOpen(false))) : undefined}>
            <AlertDialog.Title>Are you absolutely sure?</AlertDialog.Title>
            <AlertDialog.Description>This action cannot be undone.</AlertDialog.Description>
            <AlertDialog.Cancel>Cancel</AlertDialog.Cancel>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <Toaster />
    </>
  );
}

/** Opens the dialog, then a toast (the top layer from then on), and presses Escape in the dialog. */
async function escapeUnderAToast(fallback: boolean) {
  render(<Confirm fallback={fallback} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement));
  act(() => void toast({ title: 'Recipe Updated' }));
  await screen.findByText('Recipe Updated');
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
}

describe('Escape in a dialog', () => {
  it('is lost by Radix while a toast shown after the dialog is the top layer', async () => {
    await escapeUnderAToast(false);
    expect(screen.getByText('asking')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Are you absolutely sure?' })).toBeTruthy();
  });

  it('closes the dialog with closeOnEscape, toast or not', async () => {
    await escapeUnderAToast(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('does nothing more when Radix closed the dialog itself', async () => {
    let closes = 0;
    render(<Confirm fallback onFallback={() => (closes += 1)} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(closes).toBe(0);
  });
});
