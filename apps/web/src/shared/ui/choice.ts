/** A control that chooses one of a few named values (a list's order): PlainSelect, SegmentedChoice. */
export interface ChoiceProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** What is chosen, for assistive technology: 排序. */
  label: string;
}
