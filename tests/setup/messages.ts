import { loadAllMessages } from "~/i18n/messages";

// Every language's store texts, as the server has them from its start (app/entry.server.tsx).
await loadAllMessages();
