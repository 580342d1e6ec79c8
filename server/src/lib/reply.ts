/** The success envelope of DESIGN §4. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true, error: false, message, data };
}

export function failure(message: string) {
  return { success: false, error: true, message, data: null };
}
