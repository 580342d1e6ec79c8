/** A backup or restore that cannot go on; its message, one or two sentences saying what to do, is all that is printed. */
export class BackupError extends Error {}
