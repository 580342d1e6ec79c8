import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { StatePanel } from '../../../shared/ui/StatePanel';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <StatePanel
      titleAs="h1"
      icon={<SearchX className="size-8" aria-hidden />}
      title="404 — Page not found"
      action={
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Go Back Home
        </Link>
      }
    >
      The page you are looking for doesn&apos;t exist or has moved.
    </StatePanel>
  );
}

export default NotFoundPage;
