import { generatePrismaClient } from "../lib/prisma-client";

generatePrismaClient();
