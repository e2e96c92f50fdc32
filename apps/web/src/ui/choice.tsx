// One option of a radio group, labelled by its text.
export function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  /** The group's chosen value. */
  checked: string;
  onChange: (value: string) => void;
  children: string;
}) {
  return (
    <label className="choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked === value}
        onChange={() => onChange(value)}
      />
      {children}
    </label>
  );
}
