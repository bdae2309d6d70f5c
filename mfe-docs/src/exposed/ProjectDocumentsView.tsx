import { Result } from '@tessera/shared';
export default function ProjectDocumentsView() {
  return <Result status="info" title="Documents" />;
}
