import { pageTitles } from '@voltcart/contract';
import { SearchX } from 'lucide-react';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { StatePanel } from '../../../shared/ui/StatePanel';

export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound);
  return (
    <StatePanel
      page
      icon={SearchX}
      title="404 — Page not found"
      links={[{ to: paths.home, label: 'Go Back Home' }]}
      linkSize="lg"
    >
      The page you are looking for doesn&apos;t exist or has moved.
    </StatePanel>
  );
}

export default NotFoundPage;
