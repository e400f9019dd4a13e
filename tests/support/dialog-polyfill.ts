// jsdom has no showModal(), close() or modal behaviour for <dialog>: just enough of them for the
// dialog frame to open, close, hear Escape and keep Tab inside while modal. The real thing (the
// inert page, the top layer) is the browser's; the Playwright journeys check it in Chromium.
const modal = new WeakSet<HTMLDialogElement>();

function topModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll('dialog[open]')]
    .filter((node): node is HTMLDialogElement => node instanceof HTMLDialogElement)
    .filter((node) => modal.has(node))
    .at(-1);
}

const TABBABLE = 'a[href],button,input,select,textarea,[tabindex]';

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modal.add(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    modal.delete(this);
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented) return;
    const open = topModal();
    if (!open) return;
    if (event.key === 'Escape') {
      const cancel = new Event('cancel', { cancelable: true });
      if (open.dispatchEvent(cancel)) open.close();
      return;
    }
    if (event.key !== 'Tab') return;
    // The page behind a modal dialog is inert: Tab cycles through the dialog's own controls.
    const inside = [...open.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (node) => node.tabIndex >= 0 && !node.matches(':disabled'),
    );
    const active = document.activeElement;
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (active instanceof Node && open.contains(active) && active !== edge && active !== open) {
      return;
    }
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  });
}
