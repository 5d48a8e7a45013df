/** Reloads the whole page (spec section 2: after a profile update, after 1 second). */
export function reloadPage(): void {
  window.location.reload();
}
