/** Resolves once the MCP endpoint at `url` refuses `token` (it expired): awaited, not slept. */
export async function untilRefused(url: string, token: string): Promise<void> {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    await response.text();
    if (response.status === 401) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
