// jsdom has no showModal(), close() or Escape-to-cancel for <dialog>: just enough of them for
// the dialog frame to open, close and hear Escape. Focus containment and the inert page are the
// browser's; the Playwright journeys check those in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (!(open instanceof HTMLDialogElement)) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (open.dispatchEvent(cancel)) open.close();
  });
}

// Vitest does not apply CSS modules: the toaster's popover layer is displayed before
// showPopover() runs (src/shared/toast/toast-host.module.css), and jsdom would hide it.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '[popover] { display: block; }';
  document.head.append(style);
}
