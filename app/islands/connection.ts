/**
 * Shows the offline notice the server rendered (OfflineSupport, `data-offline-notice`) while
 * the browser has no connection, and hides it again once it is back.
 */
export function watchConnection(): void {
  const notice = document.querySelector<HTMLElement>("[data-offline-notice]");
  if (!notice) return;
  const update = () => {
    notice.hidden = navigator.onLine;
  };
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}
