interface PublicFigureProps {
  /** The figure as shown ('1 234', '4,6/5'), or null when the data is under its floor (docs/public-figures.md). */
  value: string | null;
  /** What the figure counts. */
  label: string;
  /** Said instead, without a number, when there is no figure. */
  fallback: string;
  /** The section's colours: of the number, of its label, and of the words said instead. */
  valueClassName: string;
  labelClassName: string;
  fallbackClassName: string;
}

/** One figure of a marketing section: the number from the data and its label, or the same point in words. */
export function PublicFigure({ value, label, fallback, valueClassName, labelClassName, fallbackClassName }: PublicFigureProps) {
  if (value === null) return <p className={fallbackClassName}>{fallback}</p>;
  return (
    <>
      <p className={valueClassName}>{value}</p>
      <p className={labelClassName}>{label}</p>
    </>
  );
}
