/**
 * The '*' after the label of a field the form requires. Hidden from screen readers: the field
 * itself says it (aria-required, or `required` on a fieldset's controls).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}
