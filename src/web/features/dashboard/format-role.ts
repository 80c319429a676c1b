/**
 * A role as the dashboard shows it (docs/product.md#screens, Dashboard): in capitals, an underscore shown as a space.
 * Takes any string because the role type is meant to grow beyond admin and member.
 */
export function formatRole(role: string): string {
  return role.replaceAll('_', ' ').toUpperCase();
}
