import { TextField } from '../../../shared/ui/TextField';

/** What the code box takes: the app's 6 digits only, or those or a recovery code. */
const ACCEPTS = {
  appCode: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
  appOrRecoveryCode: { maxLength: 40 },
} as const;

/** The code box of the two-factor forms; a box for the app's code keeps only the digits typed. */
export function OneTimeCodeField({
  label,
  accepts,
  code,
  onCode,
  problem,
}: {
  label: string;
  accepts: keyof typeof ACCEPTS;
  code: string;
  onCode: (code: string) => void;
  problem: string | undefined;
}) {
  return (
    <TextField
      label={label}
      name="one-time-code"
      autoComplete="one-time-code"
      {...ACCEPTS[accepts]}
      className="max-w-xs"
      required
      value={code}
      problem={problem}
      onChange={(event) => onCode(accepts === 'appCode' ? event.target.value.replace(/\D/g, '') : event.target.value)}
    />
  );
}
