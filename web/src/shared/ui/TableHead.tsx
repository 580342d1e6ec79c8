/** One column's heading: its text and the classes that place and hide it. */
export interface TableColumn {
  label: string;
  className: string;
}

/** A table's head row: one `<th scope="col">` per column, in order. */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly TableColumn[];
  className?: string;
  rowClassName: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
