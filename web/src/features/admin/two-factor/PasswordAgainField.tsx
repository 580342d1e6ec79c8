import { TextField } from '../../../shared/ui/TextField';

/** The admin's password, asked again to turn two-factor sign-in on or off. */
export function PasswordAgainField({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (password: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="password"
      name="current-password"
      autoComplete="current-password"
      className="max-w-xs"
      required
      value={value}
      problem={problem}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
