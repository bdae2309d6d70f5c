// /docs/shared in the shell: the documents shared with the signed-in user.
import { Flex, Typography } from '@tessera/shared';
import { SharedDocumentsList, SHARED_WITH_ME_TITLE } from '../features/shared-with-me';

export default function SharedDocumentsPage() {
  return (
    <Flex vertical gap={16} data-testid="remote-view-mfe_docs-shared" data-build={process.env.BUILD_LABEL}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {SHARED_WITH_ME_TITLE}
      </Typography.Title>
      <SharedDocumentsList />
    </Flex>
  );
}
