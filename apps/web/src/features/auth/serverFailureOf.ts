/** The server's message and code of a failed call, if it sent them (spec §8 shows the message as is). */
export function serverFailureOf(error: unknown): { message: string; code: string | null } | null {
  if (error && typeof error === 'object' && 'response' in error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const { message, code } = data as { message?: unknown; code?: unknown };
      if (typeof message === 'string' && message.trim()) return { message, code: typeof code === 'string' ? code : null };
    }
  }
  return null;
}
