import { EditLink as BaseEditLink } from '@rspress/core/theme-original';

/**
 * One Source link per page: the one in the doc footer. Rspress also puts it
 * in the outline column, a second link to the same file.
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  return isOutline ? null : <BaseEditLink />;
}
