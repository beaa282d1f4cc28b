import { atsColumn, candidateColumn, createdColumn, emailColumn, nameColumn, screensColumn, statusColumn } from "@/components/candidates/candidate-columns";

export const candidateColumns = candidateColumn.columns([nameColumn({ linked: true }), emailColumn, statusColumn, screensColumn, atsColumn, createdColumn]);
