/** Reloads the whole page (after a profile update, after 1 second). */
export function reloadPage(): void {
  window.location.reload();
}
