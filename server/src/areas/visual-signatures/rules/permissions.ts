// Display permissions of visual signatures (docs/product.md#entities-user "User permissions: visualSignatures
// claim, date and std, each with canUpdate and defaultValue"): an option whose permission cannot
// be updated keeps its default — a save that changes it is refused (403), a preview shows the
// fixed value instead. Pure.
import type { components } from '../../../../../generated/openapi.d.ts';
import { forbidden } from '../../../domain-errors.ts';

export type VisualSignaturePermissions =
  components['schemas']['UserPermissions']['visualSignatures'];
export type PermissionName = keyof VisualSignaturePermissions;

/** The display options of a signature and the permission that governs each. */
export const PERMISSION_OF = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const satisfies Record<string, PermissionName>;
export type DisplayOption = keyof typeof PERMISSION_OF;

/**
 * Permissions of a user without a business: every option may be changed, all but the QR code
 * shown by default (the business area, a later issue, can fix them for its members).
 */
export const PERSONAL_PERMISSIONS: VisualSignaturePermissions = {
  claim: { canUpdate: true, defaultValue: true },
  date: { canUpdate: true, defaultValue: true },
  std: { canUpdate: true, defaultValue: true },
};

const governed = Object.entries(PERMISSION_OF) as [DisplayOption, PermissionName][];

/** 403 when the input changes a display option the user may not change. */
export function checkDisplayPermissions(
  input: Partial<Record<DisplayOption, boolean>>,
  permissions: VisualSignaturePermissions,
): void {
  for (const [field, permission] of governed) {
    const rule = permissions[permission];
    const value = input[field];
    if (!rule.canUpdate && value !== undefined && value !== rule.defaultValue) {
      throw forbidden(
        `${field} is fixed to ${rule.defaultValue} for your account and cannot be changed.`,
      );
    }
  }
}

/** The value an option gets: the asked one (or the default) when it may change, else the default. */
export function displayValue(
  permissions: VisualSignaturePermissions,
  permission: PermissionName,
  value: boolean | undefined,
): boolean {
  return permissions[permission].canUpdate
    ? (value ?? permissions[permission].defaultValue)
    : permissions[permission].defaultValue;
}

/** The input without the options the permissions fix (a preview shows their fixed value). */
export function withoutFixedOptions<T extends Partial<Record<DisplayOption, boolean>>>(
  input: T,
  permissions: VisualSignaturePermissions,
): T {
  const allowed = { ...input };
  for (const [field, permission] of governed) {
    if (!permissions[permission].canUpdate) delete allowed[field];
  }
  return allowed;
}
