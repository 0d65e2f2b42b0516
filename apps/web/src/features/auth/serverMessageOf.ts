/** The server's message field of a failed call, if it sent one (spec §8 shows it as is). */
export function serverMessageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'response' in error) {
    const data = (error as { response?: { data?: unknown } }).response?.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return null;
}
