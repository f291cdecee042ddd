export const three = `three@${new URL(import.meta.url).pathname.split('/').slice(-2).join('/')}`;
