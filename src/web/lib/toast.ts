import { useSyncExternalStore } from 'react';
import { toasts as texts } from './texts';

/** A toast as docs/product.md#toasts describes one: a title, a description, and a destructive variant for failures. */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Its kind: a new toast replaces a shown one of its kind rather than stacking. Its title unless said. */
  key?: string;
}

export interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}

/** More than this many at once is noise; the oldest gives way. */
const MAX_TOASTS = 3;

const noToasts: ShownToast[] = [];
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ShownToast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

const kindOf = (message: ToastMessage) => message.key ?? message.title;

/**
 * Shows a toast from anywhere: a form, a mutation, the session client. It takes the place of a toast
 * of its kind (three values added say "Value added" once, about the last), so toasts never pile up.
 */
export function toast(message: ToastMessage): number {
  const id = nextId++;
  const kind = kindOf(message);
  const others = toasts.filter((shown) => kindOf(shown) !== kind);
  publish([{ ...message, id, open: true }, ...others].slice(0, MAX_TOASTS));
  return id;
}

/** The "Error" toast of a request that failed: the server's message, or a general one without it. */
export function toastError(error: Error): number {
  return toast({
    title: texts.error,
    description: error.message || texts.unexpectedError,
    variant: 'destructive',
  });
}

/** Time for the closing animation to play before the toast is dropped. */
const REMOVE_DELAY_MS = 1000;

export function dismissToast(id: number) {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

export function useToasts(): ShownToast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // Rendered to HTML at build time (the app's shell of a member's page): no toast.
    () => noToasts,
  );
}

let held = false;
const heldListeners = new Set<() => void>();

/**
 * Holds the toasts' closing while they cannot be seen (the phone's drawer covers them), so that none
 * closes unread; each has its full time again once released.
 */
export function holdToasts(hold: boolean) {
  if (held === hold) return;
  held = hold;
  heldListeners.forEach((listener) => listener());
}

export function useToastsHeld(): boolean {
  return useSyncExternalStore(
    (listener) => {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
    () => held,
    () => false,
  );
}

/** Forgets every toast at once, and any hold: tests start each story with an empty toaster. */
export function clearToasts() {
  publish([]);
  holdToasts(false);
}
