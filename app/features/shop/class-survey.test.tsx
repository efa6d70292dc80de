// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { lastToast, outboxTestNetwork } from './outbox-test-network';
import { ClassSurvey } from './class-survey';

const network = outboxTestNetwork();

async function answerSurvey() {
  render(<ClassSurvey />);
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maple@example.com' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Churros' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
  await waitFor(() => expect(lastToast()).toBeDefined());
}

describe('Class Interest Survey toasts (docs/product.md#shop)', () => {
  it('sent: thanks the visitor', async () => {
    await answerSurvey();
    expect(lastToast()).toMatchObject({
      title: 'Thank you!',
      description: 'Your class ideas help plan the next season.',
    });
  });

  it('online but not taken by the server yet (a 500): says it is saved on the device, not that the visitor is offline', async () => {
    network.status = 500;
    await answerSurvey();
    expect(lastToast()).toMatchObject({
      title: 'Thank you!',
      description: "Saved on this device: we'll send your answers as soon as the server responds.",
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('offline: says the answers go out when the device is back online', async () => {
    network.online = false;
    await answerSurvey();
    expect(lastToast()).toMatchObject({
      title: 'Thank you!',
      description: "You're offline: your answers will be sent when you're back online.",
    });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('Class Interest Survey field messages (docs/product.md#shop)', () => {
  it("puts the toast's words under the field it is about, and moves focus there", async () => {
    render(<ClassSurvey />);
    const email = screen.getByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(lastToast()).toMatchObject({ title: 'Invalid email', description: 'Please enter a valid email address.' });
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      lastToast()!.description,
    );
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'maple@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(lastToast()).toMatchObject({ title: 'No classes selected' });
    const firstClass = screen.getByRole('checkbox', { name: 'Buttercream Cookie Decorating' });
    expect(document.getElementById(firstClass.getAttribute('aria-describedby')!)?.textContent).toBe(
      lastToast()!.description,
    );
    expect(document.activeElement).toBe(firstClass);
  });
});
